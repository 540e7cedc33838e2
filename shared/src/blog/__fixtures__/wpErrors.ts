// Error bodies WordPress sends (WP_Error → { code, message, data: { status } }).
const wpErrors = {
  invalidPageNumber: {
    code: 'rest_post_invalid_page_number',
    message: 'The page number requested is larger than the number of pages available.',
    data: {
      status: 400,
    },
  },
  noRoute: {
    code: 'rest_no_route',
    message: 'No route was found matching the URL and request method.',
    data: {
      status: 404,
    },
  },
  orderbyNotInEnum: {
    code: 'rest_invalid_param',
    message: 'Invalid parameter(s): orderby',
    data: {
      status: 400,
      params: {
        orderby:
          'orderby is not one of author, date, id, include, modified, parent, relevance, slug, include_slugs, and title.',
      },
      details: {
        orderby: {
          code: 'rest_not_in_enum',
          message:
            'orderby is not one of author, date, id, include, modified, parent, relevance, slug, include_slugs, and title.',
          data: null,
        },
      },
    },
  },
  invalidPostId: {
    code: 'rest_post_invalid_id',
    message: 'Invalid post ID.',
    data: {
      status: 404,
    },
  },
  internalError: {
    code: 'internal_server_error',
    message: '<p>There has been a critical error on this website.</p>',
    data: {
      status: 500,
    },
    additional_errors: [],
  },
};

export default wpErrors;
